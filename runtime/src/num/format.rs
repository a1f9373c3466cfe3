//! The format-spec mini-language (work in progress).
