# A list repeat count past the index range.
# expect: error OverflowError: cannot fit 'int' into an index-sized integer
x = [1] * 2**63
