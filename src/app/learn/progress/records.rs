//! [`Records`]: the progress's records by id (a step's, a puzzle's, a game's rating), a map
//! kept as a vector sorted by key. The progress holds a few hundred records and looks one up
//! at a time, so a binary search is as quick as a tree here, and the browser app does not link
//! a B-tree for each of its three record types (about 10 KB of wasm). Stored as a JSON object,
//! as a `BTreeMap` was, so stores written before read unchanged.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Records by id, in the order of their ids.
#[derive(Clone, Debug, PartialEq)]
pub struct Records<V>(Vec<(String, V)>);

impl<V> Default for Records<V> {
    fn default() -> Records<V> {
        Records(Vec::new())
    }
}

impl<V> Records<V> {
    fn find(&self, id: &str) -> Result<usize, usize> {
        self.0.binary_search_by(|(key, _)| key.as_str().cmp(id))
    }

    /// The record of `id`.
    ///
    /// ```
    /// # use bao::app::learn::progress::Records;
    /// let mut records = Records::default();
    /// records.insert("b", 2);
    /// assert_eq!((records.get("b"), records.get("a")), (Some(&2), None));
    /// ```
    pub fn get(&self, id: &str) -> Option<&V> {
        self.find(id).ok().map(|i| &self.0[i].1)
    }

    pub fn contains_key(&self, id: &str) -> bool {
        self.find(id).is_ok()
    }

    /// The record of `id`, put there as `new` if there was none.
    pub fn entry_or(&mut self, id: &str, new: V) -> &mut V {
        let i = match self.find(id) {
            Ok(i) => i,
            Err(i) => {
                self.0.insert(i, (id.to_string(), new));
                i
            }
        };
        &mut self.0[i].1
    }

    /// Sets the record of `id`.
    pub fn insert(&mut self, id: &str, record: V) {
        match self.find(id) {
            Ok(i) => self.0[i].1 = record,
            Err(i) => self.0.insert(i, (id.to_string(), record)),
        }
    }

    /// Removes the record of `id`, if there is one.
    pub fn remove(&mut self, id: &str) {
        if let Ok(i) = self.find(id) {
            self.0.remove(i);
        }
    }

    /// Every id and its record, ids in order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &V)> {
        self.0.iter().map(|(id, record)| (id.as_str(), record))
    }

    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.iter().map(|(id, _)| id)
    }

    /// The records, to change in place (their ids stay).
    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut V> {
        self.0.iter_mut().map(|(_, v)| v)
    }

    /// The records, in the order of their ids.
    pub fn values(&self) -> impl Iterator<Item = &V> {
        self.iter().map(|(_, record)| record)
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl<V> std::ops::Index<&str> for Records<V> {
    type Output = V;

    /// The record of `id`; panics when there is none (as a map's index does).
    fn index(&self, id: &str) -> &V {
        self.get(id).unwrap_or_else(|| panic!("no record {id}"))
    }
}

impl<V: Serialize> Serialize for Records<V> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (id, record) in &self.0 {
            map.serialize_entry(id, record)?;
        }
        map.end()
    }
}

impl<'de, V: Deserialize<'de>> Deserialize<'de> for Records<V> {
    /// A JSON object of records; an id written twice keeps its last record, as a map's reader
    /// does.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Records<V>, D::Error> {
        struct RecordsVisitor<V>(PhantomData<V>);
        impl<'de, V: Deserialize<'de>> Visitor<'de> for RecordsVisitor<V> {
            type Value = Records<V>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("records by id")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Records<V>, A::Error> {
                let mut records = Records::default();
                while let Some((id, record)) = access.next_entry::<String, V>()? {
                    records.insert(&id, record);
                }
                Ok(records)
            }
        }
        deserializer.deserialize_map(RecordsVisitor(PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Read in any order and written back in the order of the ids, as a JSON object; an id
    /// written twice keeps its last record.
    #[test]
    fn records_read_and_write_as_a_json_object_in_id_order() {
        let records: Records<u32> = serde_json::from_str(r#"{"b": 2, "a": 1, "c": 3, "a": 4}"#).unwrap();
        assert_eq!(records.keys().collect::<Vec<_>>(), ["a", "b", "c"]);
        assert_eq!((records["a"], records.len()), (4, 3));
        assert_eq!(serde_json::to_string(&records).unwrap(), r#"{"a":4,"b":2,"c":3}"#);
        assert!(serde_json::from_str::<Records<u32>>("[1]").is_err(), "not an object");
    }

    #[test]
    fn entry_or_puts_a_new_record_in_its_place_and_keeps_an_old_one() {
        let mut records = Records::default();
        *records.entry_or("m", 0) += 1;
        *records.entry_or("a", 10) += 1;
        *records.entry_or("m", 0) += 1;
        assert_eq!(records.iter().collect::<Vec<_>>(), [("a", &11), ("m", &2)]);
    }
}
