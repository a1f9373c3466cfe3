x = """a
b"""
if x:
    y = r"""c
d"""
    z = f"""{x}
"""
w = b"""e
f"""
v = 1 + \
    2
