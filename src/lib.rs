//! Bao in the browser: the app (its logic in [`app`], its Yew components in `ui`) and the
//! puzzles, on top of two crates of their own — the rules engine (`crates/bao-engine`, here as
//! [`engine`]) and the AI (`crates/bao-ai`, here as [`ai`]).

pub use bao_ai as ai;
pub use bao_engine as engine;
/// The one enum macro (ALL, names, `FromStr`, `Display`, serde), the engine's.
pub use bao_engine::listed_enum;

pub mod app;
pub mod puzzles;
#[cfg(any(target_arch = "wasm32", feature = "shell"))]
pub mod ui;
