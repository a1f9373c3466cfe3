# pyrite-refuses: NameError: name 'open' is not available in Pyrite (no file access)
# pyrite-no-python
f = open('/tmp/pyrite_must_not_exist', 'w')
f.write('x')
