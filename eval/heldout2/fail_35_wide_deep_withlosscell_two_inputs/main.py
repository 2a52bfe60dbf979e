import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

from model import WideDeep

ms.set_context(mode=ms.GRAPH_MODE)

N_FIELDS, VOCAB, N_DENSE = 10, 1000, 13


def click_log(n=512, seed=0):
    rng = np.random.default_rng(seed)
    ids = rng.integers(0, VOCAB, size=(n, N_FIELDS)).astype(np.int32)
    dense = rng.standard_normal((n, N_DENSE)).astype(np.float32)
    logit = dense[:, 0] - 0.5 * dense[:, 1] + (ids[:, 0] % 7 == 0)
    label = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(np.float32)
    return ids, dense, label


ids, dense, label = click_log()
dataset = ds.NumpySlicesDataset({"ids": ids, "dense": dense, "label": label}, shuffle=True)
dataset = dataset.batch(64, drop_remainder=True)

net = WideDeep(N_FIELDS, VOCAB, N_DENSE)
loss_net = nn.WithLossCell(net, nn.BCEWithLogitsLoss())  # ROOT
opt = nn.FTRL(net.trainable_params(), learning_rate=0.05)
train_net = nn.TrainOneStepCell(loss_net, opt)
train_net.set_train()

for epoch in range(2):
    total = 0.0
    for batch in dataset.create_dict_iterator():
        loss = train_net(batch["ids"], batch["dense"], batch["label"])
        total += float(loss.asnumpy())
    print(f"epoch {epoch}: mean loss {total / dataset.get_dataset_size():.4f}")
