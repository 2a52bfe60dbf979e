import numpy as np
import mindspore as ms
from mindspore import nn

from backbone import ConvBackbone
from embedder import BirdEmbedder, TripletObjective

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(9)

INPUT_SHAPE = (3, 32, 32)
NUM_SPECIES = 6


def sample_triplets(rng, protos, batch=8):
    cls = rng.integers(0, NUM_SPECIES, size=batch)
    other = (cls + rng.integers(1, NUM_SPECIES, size=batch)) % NUM_SPECIES
    jitter = lambda c: protos[c] + 0.3 * rng.normal(size=(batch,) + INPUT_SHAPE)
    return [ms.Tensor(jitter(c).astype(np.float32)) for c in (cls, cls, other)]


def main():
    rng = np.random.default_rng(3)
    protos = rng.normal(size=(NUM_SPECIES,) + INPUT_SHAPE)
    model = BirdEmbedder(ConvBackbone(), INPUT_SHAPE)
    loss = TripletObjective(model)
    opt = nn.Adam(model.trainable_params(), learning_rate=1e-3)
    step = nn.TrainOneStepCell(loss, opt)
    step.set_train()
    for it in range(5):
        print(f"iter {it} triplet loss {step(*sample_triplets(rng, protos)).asnumpy():.4f}")


if __name__ == "__main__":
    main()
