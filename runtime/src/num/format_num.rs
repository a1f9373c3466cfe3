//! Number layout for the format-spec mini-language (work in progress).
