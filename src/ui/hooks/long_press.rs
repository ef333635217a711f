//! A long press: a pointer (finger, pen or the mouse's main button) held still on an element for
//! [`HOLD_MS`]. The press timer lives in the hook; the element wires its pointer events to
//! [`LongPress::down`], [`LongPress::moved`] and [`LongPress::up`], asks [`LongPress::took_click`]
//! in its click handler (the click that ends a long press is not a click) and
//! [`LongPress::took_context_menu`] in its context-menu handler (a touch long press also opens
//! the context menu: the press is told once, not twice).

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// How long a pointer is held for a long press.
pub const HOLD_MS: u32 = 500;

/// How far (CSS pixels, each way) a pointer may drift and still be held still.
const SLOP_PX: i32 = 10;

/// The press under way.
#[derive(Default)]
struct Press {
    /// Where the pointer went down, while the timer runs.
    at: Option<(i32, i32)>,
    /// The running timer (dropped: cancelled).
    timer: Option<Timeout>,
    /// The press was long: its callback ran, and the click or context menu that follows is
    /// part of it.
    fired: bool,
}

/// A long-press detector for elements each pressed with a value of `T` (a hole, say).
#[derive(Clone)]
pub struct LongPress<T: 'static> {
    press: Rc<RefCell<Press>>,
    on_long: Callback<T>,
}

impl<T: Clone + 'static> LongPress<T> {
    /// A pointer went down on the element of `key`: the main button or a touch starts the timer.
    pub fn down(&self, key: T, e: &PointerEvent) {
        let mut press = self.press.borrow_mut();
        press.fired = false;
        press.at = None;
        press.timer = None;
        if e.button() != 0 || !e.is_primary() {
            return;
        }
        let (shared, on_long) = (Rc::downgrade(&self.press), self.on_long.clone());
        press.at = Some((e.client_x(), e.client_y()));
        press.timer = Some(Timeout::new(HOLD_MS, move || {
            if let Some(shared) = shared.upgrade() {
                let mut press = shared.borrow_mut();
                (press.at, press.timer, press.fired) = (None, None, true);
            }
            on_long.emit(key);
        }));
    }

    /// The pointer moved: further than [`SLOP_PX`] from where it went down, it is no press.
    pub fn moved(&self, e: &PointerEvent) {
        let mut press = self.press.borrow_mut();
        if press.at.is_some_and(|(x, y)| (e.client_x() - x).abs() > SLOP_PX || (e.client_y() - y).abs() > SLOP_PX) {
            (press.at, press.timer) = (None, None);
        }
    }

    /// The pointer went up, left or was taken by the browser: a press not yet long ends.
    pub fn up(&self) {
        let mut press = self.press.borrow_mut();
        (press.at, press.timer) = (None, None);
    }

    /// In a click handler: whether this click ends a long press (and is to be ignored). A click
    /// from the keyboard (Enter, Space: `detail` 0) never does.
    pub fn took_click(&self, e: &MouseEvent) -> bool {
        std::mem::take(&mut self.press.borrow_mut().fired) && e.detail() != 0
    }

    /// In a context-menu handler: whether the menu belongs to a press of `key` (a touch held
    /// still opens it). A press still running is made long at once, so it is told exactly once.
    pub fn took_context_menu(&self, key: T) -> bool {
        let mut press = self.press.borrow_mut();
        if press.fired {
            return true;
        }
        if press.timer.take().is_none() {
            return false;
        }
        (press.at, press.fired) = (None, true);
        drop(press);
        self.on_long.emit(key);
        true
    }
}

/// A long-press detector calling `on_long` with the pressed element's value; the press timer
/// is cancelled when the component goes.
#[hook]
pub fn use_long_press<T: Clone + 'static>(on_long: Callback<T>) -> LongPress<T> {
    let press = use_mut_ref(Press::default);
    {
        let press = press.clone();
        use_effect_with((), move |_| move || press.borrow_mut().timer = None);
    }
    LongPress { press, on_long }
}
