# A module CPython does not have either: its ModuleNotFoundError, as in CPython.
# expect: error ModuleNotFoundError: No module named 'no_such_module_anywhere'
# stdout: ModuleNotFoundError no_such_module_anywhere
try:
    import no_such_module_anywhere
except ImportError as e:
    print(type(e).__name__, e.name)
import no_such_module_anywhere
