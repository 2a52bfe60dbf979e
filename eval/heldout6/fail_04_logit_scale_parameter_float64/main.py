import mindspore as ms
import numpy as np
from mindspore import nn

from losses import ContrastiveLoss
from model import DualEncoder


def fake_pairs(n, image_dim, text_dim, seed=0):
    rng = np.random.default_rng(seed)
    images = rng.normal(size=(n, image_dim)).astype(np.float32)
    texts = (images[:, :text_dim] + 0.1 * rng.normal(size=(n, text_dim))).astype(np.float32)
    return ms.Tensor(images), ms.Tensor(texts)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    images, texts = fake_pairs(4, image_dim=12, text_dim=8)
    model = DualEncoder(image_dim=12, text_dim=8, embed_dim=6)
    optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3)
    train_step = nn.TrainOneStepCell(ContrastiveLoss(model), optimizer)
    for step in range(2):
        print("step", step, "loss", float(train_step(images, texts)))


if __name__ == "__main__":
    main()
