//! Helpers shared by the parser tests.
#![allow(dead_code)]

pub mod dump;
