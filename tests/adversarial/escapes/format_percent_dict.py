# printf-style formatting with a mapping.
# expect: error NotImplementedError: printf-style '%' string formatting is not supported
print("%(x)s" % {"x": print})
