# TextWrapper's class regexes and private methods are not provided: refused, never a wrong AttributeError.
# stdout: 70
# expect: error NotImplementedError: TextWrapper.wordsep_re is not supported
import textwrap
w = textwrap.TextWrapper()
print(getattr(w, "wid" + "th"))
print(getattr(w, "wordsep" + "_re"))
