# import io.
# expect: refused ModuleNotFoundError: module 'io' is not available in Pyrite (available modules: {modules})
import io
