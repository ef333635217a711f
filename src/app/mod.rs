//! The browser app's logic, free of the DOM so it is tested natively: the reducer, the
//! move-input state machine, animation planning, the board layout, the language catalogues,
//! the save format and the share-link codec. `crate::ui` renders it with Yew.

pub mod address;
pub mod analysis;
pub mod anim;
pub mod board;
pub mod coach;
pub mod decimal;
pub mod explain;
pub mod i18n;
pub mod input;
pub mod laps;
pub mod layout;
pub mod learn;
pub mod narrated;
pub mod opponent;
pub mod pages;
pub mod records;
pub mod save;
pub mod setup;
pub mod share;
pub mod state;
pub mod view;
