import numpy as np


def log_param_summary(params):
    count, tensors = 0, 0
    for p in params:
        count += int(np.prod(p.shape))
        tensors += 1
    print(f"optimising {tensors} tensors / {count} weights")
