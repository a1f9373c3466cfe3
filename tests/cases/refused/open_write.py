# pyrite-refuses: NameError: name 'open' is not defined
# pyrite-no-python
f = open('/tmp/pyrite_must_not_exist', 'w')
f.write('x')
