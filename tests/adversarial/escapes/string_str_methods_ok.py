# str's own methods do not reach anything.
# expect: ok
# stdout: class __CLASS__ __dict__ a-b ['', '', 'class', '', '']
s = "__class__"
print(s.strip("_"), s.upper(), s.replace("class", "dict"), "-".join(["a", "b"]), s.split("_"))
