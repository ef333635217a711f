//! The review page's logic: its board's view model (the page's worker hooks and the rest of
//! its drawing are in `crate::ui::pages::review`; the state is `app::state::review`).

pub mod view;
