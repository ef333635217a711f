//! The drill and puzzle pages: what their components show ([`view`]), made from the practice
//! slice (`app::state::practice`) and drawn by `ui::pages::practice`.

pub mod view;
