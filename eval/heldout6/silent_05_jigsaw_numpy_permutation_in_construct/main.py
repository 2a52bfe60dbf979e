import mindspore as ms
import numpy as np

from jigsaw import OrderPredictor

NUM_PATCHES = 6
PATCH_DIM = 4


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    np.random.seed(0)
    ms.set_seed(0)
    patches = ms.Tensor(np.random.default_rng(0).normal(size=(2, NUM_PATCHES, PATCH_DIM)).astype(np.float32))
    model = OrderPredictor(NUM_PATCHES, PATCH_DIM)
    orders = []
    for step in range(3):
        _, order = model(patches)
        orders.append(tuple(order.asnumpy().tolist()))
        print(f"step {step} patch order {orders[-1]}")
    print("distinct orders seen:", len(set(orders)))


if __name__ == "__main__":
    main()
