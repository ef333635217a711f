//! The storage slice: whether the browser keeps what the app saves. A write that fails is told
//! at once (the UI dispatches [`StorageAction::Failed`]) and shown as a lasting line, with the
//! game's record to export, until a write of the same data goes through again; while the game
//! is not saved, replacing it asks first and another tab's game never replaces it unfiled.
//! Storage that could not be read at start-up is never written (what is there stays
//! untouched) and says so the same way.

use crate::app::analysis::StoredAnalysis;
use crate::app::i18n::ErrorText;
use crate::app::save::{StorageFault, Store, GAME_KEY, LIST_KEY, SETTINGS_KEY};

use super::AppState;

/// What the browser did not keep.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StorageHealth {
    /// The storage keys whose last write failed, in the order they failed.
    pub unsaved: Vec<&'static str>,
    /// Why the latest one failed.
    pub fault: Option<StorageFault>,
}

impl StorageHealth {
    /// Storage could not be read at start-up: nothing is saved this visit.
    pub fn unreadable() -> StorageHealth {
        StorageHealth { unsaved: vec![GAME_KEY], fault: Some(StorageFault::Unavailable) }
    }

    /// The game in this tab is not in storage: it lives only here until it is exported.
    pub fn game_unsaved(&self) -> bool {
        self.unsaved.contains(&GAME_KEY)
    }

    /// What is not saved, in words (the learning progress once for its two keys).
    pub fn unsaved_names(&self) -> Vec<ErrorText> {
        let mut names: Vec<ErrorText> = Vec::new();
        for key in &self.unsaved {
            let name = match *key {
                GAME_KEY => ErrorText::StoredGame,
                LIST_KEY => ErrorText::StoredList,
                SETTINGS_KEY => ErrorText::StoredSettings,
                StoredAnalysis::KEY => ErrorText::StoredAnalysis,
                _ => ErrorText::StoredProgress,
            };
            if !names.contains(&name) {
                names.push(name);
            }
        }
        names
    }
}

/// What the browser answered to a write.
#[derive(Clone, Debug)]
pub enum StorageAction {
    /// The write under this key failed.
    Failed { key: &'static str, fault: StorageFault },
    /// A write under this key went through after one had failed.
    Saved(&'static str),
}

pub(super) fn reduce(state: &mut AppState, action: StorageAction) {
    let health = &mut state.storage;
    match action {
        StorageAction::Failed { key, fault } => {
            if !health.unsaved.contains(&key) {
                health.unsaved.push(key);
            }
            health.fault = Some(fault);
        }
        StorageAction::Saved(key) => {
            health.unsaved.retain(|k| *k != key);
            if health.unsaved.is_empty() {
                health.fault = None;
            }
        }
    }
}
