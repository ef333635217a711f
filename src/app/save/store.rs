//! The versioned store behind every localStorage key: each stored value is an envelope
//! `{"version": V, "<field>": value}`; older versions are migrated on reading; a value that
//! cannot be read is *set aside* — its text kept under the key's side key and reported —
//! instead of silently replaced, and nothing else is lost. Pure: the browser side only moves
//! the texts in and out.
//!
//! A new kind of stored data implements [`Store`] (its key, side key, field and version, and a
//! `migrate` for anything older) and is read with [`load`] and written with [`write()`].

use std::fmt;
use std::marker::PhantomData;

use serde::de::{DeserializeOwned, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::Serialize;

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

    /// Reads what an older format stored: `text` is the whole stored JSON, `version` its
    /// envelope's version, 0 for a value stored before it had an envelope. By default there
    /// is nothing older to read.
    fn migrate(version: u32, text: &str) -> Result<Self, LoadError> {
        let _ = text;
        Err(LoadError::Corrupt(format!("no format version {version} for {}", Self::KEY)))
    }
}

/// The stored text of `value`, in the current envelope (the version first).
pub fn write<T: Store>(value: &T) -> String {
    let inner = serde_json::to_string(value).expect("stored values serialise");
    format!("{{\"version\":{},\"{}\":{inner}}}", T::VERSION, T::FIELD)
}

/// Reads a stored text of any known version.
///
/// The text is read twice, each time straight into its type (no JSON tree is built): once for
/// the envelope's version, then for the value in it (or, older, by [`Store::migrate`]).
pub fn read<T: Store>(text: &str) -> Result<T, LoadError> {
    let corrupt = |e: serde_json::Error| LoadError::Corrupt(e.to_string());
    let version = serde_json::Deserializer::from_str(text).deserialize_any(VersionOf).map_err(corrupt)?;
    match version {
        v if v == T::VERSION => {
            let field = FieldOf { name: T::FIELD, value: PhantomData };
            field.deserialize(&mut serde_json::Deserializer::from_str(text)).map_err(corrupt)
        }
        v if v > T::VERSION => Err(LoadError::Incompatible(v)),
        v => T::migrate(v, text),
    }
}

/// Reads an envelope's `version`: 0 for a value without one (an object without the field, an
/// array, a bare number), an error if it is not a whole number.
struct VersionOf;

impl<'de> Visitor<'de> for VersionOf {
    type Value = u32;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a stored value")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<u32, A::Error> {
        let mut version = 0;
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "version" => version = map.next_value::<u32>().map_err(|_| serde::de::Error::custom("a format version that is not a number"))?,
                _ => drop(map.next_value::<IgnoredAny>()?),
            }
        }
        Ok(version)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<u32, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(0)
    }

    fn visit_u64<E>(self, _: u64) -> Result<u32, E> {
        Ok(0)
    }

    fn visit_i64<E>(self, _: i64) -> Result<u32, E> {
        Ok(0)
    }

    fn visit_str<E>(self, _: &str) -> Result<u32, E> {
        Ok(0)
    }

    fn visit_bool<E>(self, _: bool) -> Result<u32, E> {
        Ok(0)
    }

    fn visit_unit<E>(self) -> Result<u32, E> {
        Ok(0)
    }
}

/// Reads the envelope's field `name` as a `T`, skipping the others.
struct FieldOf<T> {
    name: &'static str,
    value: PhantomData<T>,
}

impl<'de, T: DeserializeOwned> DeserializeSeed<'de> for FieldOf<T> {
    type Value = T;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<T, D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de, T: DeserializeOwned> Visitor<'de> for FieldOf<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "an object with the field {:?}", self.name)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<T, A::Error> {
        let mut found = None;
        while let Some(key) = map.next_key::<String>()? {
            if key == self.name && found.is_none() {
                found = Some(map.next_value::<T>()?);
            } else {
                map.next_value::<IgnoredAny>()?;
            }
        }
        found.ok_or_else(|| serde::de::Error::custom(format!("no field {:?}", self.name)))
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

        fn migrate(version: u32, text: &str) -> Result<Count, LoadError> {
            #[derive(Deserialize)]
            struct V1 {
                count: String,
            }
            let bad = || LoadError::Corrupt("bad".to_string());
            match version {
                0 => serde_json::from_str(text).map_err(|_| bad()),
                1 => serde_json::from_str::<V1>(text).ok().and_then(|v| v.count.parse().ok()).map(Count).ok_or_else(bad),
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
        // Table: stored text → what is read (the migrations are the stand-in's above); a
        // corrupt value is told by the start of its message.
        let cases: [(&str, Result<Count, LoadError>); 8] = [
            ("5", Ok(Count(5))),
            (r#"{"version":1,"count":"6"}"#, Ok(Count(6))),
            // The field may come first, and other fields are skipped.
            (r#"{"count":8,"note":[1,{"a":2}],"version":2}"#, Ok(Count(8))),
            (r#"{"version":3,"count":1}"#, Err(LoadError::Incompatible(3))),
            (r#"{"version":2,"count":"x"}"#, Err(LoadError::Corrupt("invalid type: string \"x\", expected u32".to_string()))),
            (r#"{"version":"2","count":1}"#, Err(LoadError::Corrupt("a format version that is not a number".to_string()))),
            (r#"{"version":2,"total":1}"#, Err(LoadError::Corrupt("no field \"count\"".to_string()))),
            (r#"{"version":2,"count":1"#, Err(LoadError::Corrupt("EOF while parsing".to_string()))),
        ];
        for (text, expected) in cases {
            match (read::<Count>(text), expected) {
                (Err(LoadError::Corrupt(got)), Err(LoadError::Corrupt(start))) => assert!(got.starts_with(&start), "{text}: {got}"),
                (got, expected) => assert_eq!(got, expected, "{text}"),
            }
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
