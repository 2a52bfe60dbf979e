import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as C
from data import listing_dataset, make_listings
from model import ListingPriceNet


class PriceWithLoss(nn.Cell):
    def __init__(self, net, loss_fn):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss_fn = loss_fn

    def construct(self, photo, tabular, log_price):
        return self.loss_fn(self.net(photo, tabular), log_price)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(C.SEED)
    train_ds = listing_dataset(C.NUM_LISTINGS, C.BATCH_SIZE)
    net = ListingPriceNet()
    opt = nn.Adam(net.trainable_params(), learning_rate=C.LR)
    model = Model(PriceWithLoss(net, nn.MSELoss()), optimizer=opt)
    model.train(C.EPOCHS, train_ds, callbacks=[LossMonitor(4)])

    photos, tabular, log_price = make_listings(8, seed=99)
    net.set_train(False)
    pred = net(ms.Tensor(photos), ms.Tensor(tabular)).asnumpy()
    print("holdout MAE (log price): %.4f" % np.abs(pred - log_price).mean())


if __name__ == "__main__":
    main()
