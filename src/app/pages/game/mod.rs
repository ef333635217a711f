//! The game's page: what its board area and side panel show ([`view`]), made once a render from
//! the game being played; drawn by `ui::areas`. (Its state is the app's own: the game, the
//! screen, the searches.)

pub mod view;

pub use view::{game_page_view, GamePageView};
