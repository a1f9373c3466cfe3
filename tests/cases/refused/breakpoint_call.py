# pyrite-refuses: NameError: name 'breakpoint' is not defined
# pyrite-no-python
breakpoint()
