# BaseException.with_traceback exists in CPython (it prints x); Pyrite answers a false
# AttributeError. Exception instances are script-like instances, so `no_attribute` never
# consults the table of CPython's attributes. It should be a refusal.
# Where: runtime/src/vm/attr.rs `no_attribute` (its `is_script` test).
# expect: error NotImplementedError: Exception.with_traceback is not supported
# now: error AttributeError: 'Exception' object has no attribute 'with_traceback'
e = Exception("x")
print(e.with_traceback(None))
