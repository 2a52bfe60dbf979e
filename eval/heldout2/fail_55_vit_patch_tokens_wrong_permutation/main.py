import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

from vit import ViT

ms.set_context(mode=ms.GRAPH_MODE)


def synthetic_cifar(n=64, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 10, n).astype(np.int32)
    imgs = rng.random((n, 3, 32, 32)).astype(np.float32) * 0.5
    for i, l in enumerate(labels):
        imgs[i, l % 3, (l * 3):(l * 3) + 4] += 0.5
    return imgs, labels


imgs, labels = synthetic_cifar()
loader = ds.NumpySlicesDataset((imgs, labels), column_names=["image", "label"], shuffle=True).batch(16)

model = ViT()
loss_fn = nn.CrossEntropyLoss(label_smoothing=0.1)
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3, weight_decay=0.05)
train_net = nn.TrainOneStepCell(nn.WithLossCell(model, loss_fn), opt)
train_net.set_train()

for epoch in range(2):
    for image, label in loader.create_tuple_iterator():
        loss = train_net(image, label)
    print("epoch", epoch, "loss", loss)
