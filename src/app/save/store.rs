//! The versioned store behind every localStorage key: each stored value is an envelope
//! `{"version": V, "<field>": value}`; older versions are migrated on reading; a value that
//! cannot be read is *set aside* — its text kept under the key's side key and reported —
//! instead of silently replaced, and nothing else is lost. Pure: the browser side only moves
//! the texts in and out.
//!
//! A new kind of stored data implements [`Store`] (its key, side key, field and version, and a
//! `migrate` for anything older) and is read with [`load`] and written with [`write`].

use serde::{de::DeserializeOwned, Serialize};
use serde_json::Value;

/// Why a stored value cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not JSON of any known format of this key (the parser's message, for the developer).
    Corrupt(String),
    /// Written by a newer version of the app: this format version.
    Incompatible(u32),
}

/// A value kept under one localStorage key.
pub trait Store: Serialize + DeserializeOwned {
    /// Its localStorage key.
    const KEY: &'static str;
    /// Where an unreadable value is kept aside (to be exported, never overwritten by the app).
    const SIDE_KEY: &'static str;
    /// The envelope's field that holds the value.
    const FIELD: &'static str;
    /// The current format version (1 or more).
    const VERSION: u32;

    /// Reads what an older format stored: `value` is the whole stored JSON, `version` its
    /// envelope's version, 0 for a value stored before it had an envelope. By default there
    /// is nothing older to read.
    fn migrate(version: u32, value: Value) -> Result<Self, LoadError> {
        let _ = value;
        Err(LoadError::Corrupt(format!("no format version {version} for {}", Self::KEY)))
    }
}

/// The stored text of `value`, in the current envelope (the version first).
pub fn write<T: Store>(value: &T) -> String {
    let inner = serde_json::to_string(value).expect("stored values serialise");
    format!("{{\"version\":{},\"{}\":{inner}}}", T::VERSION, T::FIELD)
}

/// Reads a stored text of any known version.
pub fn read<T: Store>(text: &str) -> Result<T, LoadError> {
    let mut value: Value = serde_json::from_str(text).map_err(|e| LoadError::Corrupt(e.to_string()))?;
    let version = match value.get("version") {
        Some(v) => v.as_u64().and_then(|v| u32::try_from(v).ok()).ok_or_else(|| LoadError::Corrupt("a format version that is not a number".to_string()))?,
        None => 0,
    };
    match version {
        v if v == T::VERSION => {
            let inner = value.get_mut(T::FIELD).map(Value::take).ok_or_else(|| LoadError::Corrupt(format!("no field {:?}", T::FIELD)))?;
            serde_json::from_value(inner).map_err(|e| LoadError::Corrupt(e.to_string()))
        }
        v if v > T::VERSION => Err(LoadError::Incompatible(v)),
        v => T::migrate(v, value),
    }
}

/// A stored value that could not be read: what it was, where it goes, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetAside {
    pub key: &'static str,
    pub side_key: &'static str,
    /// The unreadable text, as stored.
    pub text: String,
    pub problem: LoadError,
}

impl SetAside {
    /// `text`, stored under `T`'s key, is unreadable for `problem`.
    pub fn of<T: Store>(text: String, problem: LoadError) -> SetAside {
        SetAside { key: T::KEY, side_key: T::SIDE_KEY, text, problem }
    }

    /// `text` reads but does not make a value (a save whose record does not replay).
    pub fn corrupt<T: Store>(text: String) -> SetAside {
        SetAside::of::<T>(text, LoadError::Corrupt("the stored value does not make a valid one".to_string()))
    }
}

/// The outcome of reading one key at start-up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Loaded<T> {
    /// Nothing was stored.
    Missing,
    Read(T),
    SetAside(SetAside),
}

/// Reads what was stored under `T`'s key.
pub fn load<T: Store>(text: Option<String>) -> Loaded<T> {
    match text {
        None => Loaded::Missing,
        Some(text) => match read(&text) {
            Ok(value) => Loaded::Read(value),
            Err(problem) => Loaded::SetAside(SetAside::of::<T>(text, problem)),
        },
    }
}

impl<T> Loaded<T> {
    /// The value, if it was read; what was unreadable joins `set_aside`.
    pub fn or_set_aside(self, set_aside: &mut Vec<SetAside>) -> Option<T> {
        match self {
            Loaded::Missing => None,
            Loaded::Read(value) => Some(value),
            Loaded::SetAside(aside) => {
                set_aside.push(aside);
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    /// A stand-in store: version 2 holds a count; version 1 held it as text; before the
    /// envelope (version 0) it was a bare number.
    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Count(u32);

    impl Store for Count {
        const KEY: &'static str = "test.count";
        const SIDE_KEY: &'static str = "test.count.broken";
        const FIELD: &'static str = "count";
        const VERSION: u32 = 2;

        fn migrate(version: u32, value: Value) -> Result<Count, LoadError> {
            let bad = |_| LoadError::Corrupt("bad".to_string());
            match version {
                0 => serde_json::from_value(value).map_err(bad),
                1 => value["count"].as_str().and_then(|s| s.parse().ok()).map(Count).ok_or(LoadError::Corrupt("bad".to_string())),
                _ => Err(LoadError::Corrupt("unknown".to_string())),
            }
        }
    }

    #[test]
    fn a_value_round_trips_in_its_envelope() {
        let text = write(&Count(7));
        assert_eq!(text, r#"{"version":2,"count":7}"#);
        assert_eq!(read::<Count>(&text), Ok(Count(7)));
    }

    #[test]
    fn older_versions_migrate_and_newer_ones_are_refused() {
        // Table: stored text → what is read (the migrations are the stand-in's above).
        let cases: [(&str, Result<Count, LoadError>); 4] = [
            ("5", Ok(Count(5))),
            (r#"{"version":1,"count":"6"}"#, Ok(Count(6))),
            (r#"{"version":3,"count":1}"#, Err(LoadError::Incompatible(3))),
            (r#"{"version":2,"count":"x"}"#, Err(LoadError::Corrupt("invalid type: string \"x\", expected u32".to_string()))),
        ];
        for (text, expected) in cases {
            assert_eq!(read::<Count>(text), expected, "{text}");
        }
    }

    #[test]
    fn an_unreadable_value_is_set_aside_with_its_text_and_the_rest_goes_on() {
        let mut set_aside = Vec::new();
        assert_eq!(load::<Count>(None).or_set_aside(&mut set_aside), None);
        assert_eq!(load::<Count>(Some("{oops".to_string())).or_set_aside(&mut set_aside), None);
        assert_eq!(load::<Count>(Some(write(&Count(3)))).or_set_aside(&mut set_aside), Some(Count(3)));
        assert_eq!(set_aside.len(), 1, "only the unreadable value is set aside");
        assert_eq!((set_aside[0].key, set_aside[0].side_key, set_aside[0].text.as_str()), ("test.count", "test.count.broken", "{oops"));
        assert!(matches!(set_aside[0].problem, LoadError::Corrupt(_)));
    }
}
