# string.Template.
# expect: refused ModuleNotFoundError: module 'string' is not available in Pyrite (available modules: {modules})
from string import Template
