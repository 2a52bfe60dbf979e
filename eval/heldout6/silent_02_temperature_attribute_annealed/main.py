import mindspore as ms
import numpy as np

from model import SoftSlotRouter
from schedule import anneal


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    x = ms.Tensor(np.random.default_rng(1).normal(size=(4, 6)).astype(np.float32) * 3)
    router = SoftSlotRouter(dim=6, num_slots=3)
    for step in range(3):
        router.temperature = anneal(step)
        probs = router(x)
        print(f"step {step} temperature {router.temperature:.2f} max routing prob {probs.max().asnumpy():.3f}")


if __name__ == "__main__":
    main()
