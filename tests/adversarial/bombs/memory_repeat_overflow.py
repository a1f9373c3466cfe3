# A repeat count past the index range: CPython's OverflowError.
# expect: error OverflowError: repeated string is too long
x = "ab" * 2**62
