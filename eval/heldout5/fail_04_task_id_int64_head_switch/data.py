"""Round-robin batches from several toy regression tasks."""
import numpy as np
import mindspore as ms

TASKS = ("energy", "humidity", "occupancy")
IN_DIM = 6


def task_batch(task_index, rng, batch_size=4):
    x = rng.standard_normal((batch_size, IN_DIM)).astype(np.float32)
    w = np.linspace(-1, 1, IN_DIM, dtype=np.float32) * (task_index + 1)
    y = (x @ w)[:, None].astype(np.float32)
    return ms.Tensor(x), ms.Tensor(y)


def task_id_tensor(task_index):
    # passed as a tensor so switching tasks does not recompile the graph
    return ms.Tensor(task_index)  # ROOT


def round_robin(num_rounds, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(num_rounds):
        for t in range(len(TASKS)):
            x, y = task_batch(t, rng)
            yield task_id_tensor(t), x, y
