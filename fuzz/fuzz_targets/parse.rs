//! Feeds arbitrary bytes through the front end's first two gates: `source::decode` then
//! `parse::parse_module`. Any panic, overflow or hang is a bug.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = pyrite_lang::source::decode(data, pyrite_lang::source::DEFAULT_MAX_SOURCE_BYTES) {
        let _ = pyrite_lang::parse::parse_module(text);
    }
});
