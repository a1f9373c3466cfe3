# expandtabs with a huge tab size: the result's length is computed and refused before it is built.
# expect: limit memory
print(len("\t\t\t\t".expandtabs(100000000)))
