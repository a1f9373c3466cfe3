# pyrite-refuses: NameError: name 'exec' is not available in Pyrite (no dynamic code execution)
exec('print(1)')
