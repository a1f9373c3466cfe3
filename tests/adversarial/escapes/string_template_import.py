# string.Template substitutes text only: a value that looks like a format field is not walked.
# stdout: {0.__class__} <class 'int'>
# expect: ok
from string import Template
print(Template("$a $b").substitute(a="{0.__class__}", b=int))
