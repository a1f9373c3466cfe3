# pyrite-refuses: NameError: name 'breakpoint' is not available in Pyrite (no debugger)
# pyrite-no-python
breakpoint()
