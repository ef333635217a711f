//! The pages' own logic, one folder a page: what its component shows, computed once from the
//! page's state (its view model). The components are in `crate::ui::pages`; the shared pieces
//! (`app::board`, `input`, `anim`, `explain`, `layout`) stay a library every page uses.

pub mod analysis;
pub mod learn;
pub mod practice;
pub mod review;
