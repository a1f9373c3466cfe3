# A built-in type's slot wrapper bound to a value is a method-wrapper in CPython; Pyrite's repr
# calls it a built-in method, so printing one differs.
# Where: runtime/src/repr.rs (`Obj::BoundMethod`), which cannot tell a slot from a method.
# expect: ok
# stdout: <method-wrapper '__add__' of int object
# now: ok
print(repr((1).__add__).split(" at ")[0])
