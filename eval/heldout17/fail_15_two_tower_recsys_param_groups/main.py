import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

from model import TwoTower
from optim_utils import param_groups

N_USERS, N_ITEMS = 50, 80


class ClickWithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss = nn.BCEWithLogitsLoss()

    def construct(self, user_ids, item_ids, clicked):
        return self.loss(self.net(user_ids, item_ids), clicked)


def click_log(n, seed=5):
    rng = np.random.default_rng(seed)
    users = rng.integers(0, N_USERS, n).astype(np.int32)
    items = rng.integers(0, N_ITEMS, n).astype(np.int32)
    clicked = ((users % 5) == (items % 5)).astype(np.float32)
    return users, items, clicked


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(5)
    users, items, clicked = click_log(256)
    train_ds = ds.NumpySlicesDataset({"user": users, "item": items, "clicked": clicked}, shuffle=True).batch(32)
    net = TwoTower(N_USERS, N_ITEMS)
    groups = param_groups(net, embedding_lr=0.05, dense_weight_decay=1e-4)
    opt = nn.Adam(groups, learning_rate=5e-3)
    model = Model(ClickWithLoss(net), optimizer=opt)
    model.train(2, train_ds, callbacks=[LossMonitor(8)])
    print("click-through logits for user 0:", net(ms.Tensor(users[:3]), ms.Tensor(items[:3])))


if __name__ == "__main__":
    main()
