# namedtuple with 200,000 fields: the duplicate check is charged per field compared, so the
# instruction limit stops it long before its quadratic work adds up.
# expect: limit instructions
# limits: max_instructions=3000000
from collections import namedtuple
names = ' '.join(['f' + str(i) for i in range(200000)])
namedtuple('P', names)
