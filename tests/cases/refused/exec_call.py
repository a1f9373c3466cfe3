# pyrite-refuses: NameError: name 'exec' is not defined
exec('print(1)')
