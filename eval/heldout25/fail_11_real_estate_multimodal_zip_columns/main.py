import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import paired_dataset
from listings import simulate, WORDS
from model import ListingPricer, PriceLoss


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    photos, tokens, prices = simulate(config.SEED)
    train = paired_dataset(photos, tokens, prices)
    net = ListingPricer(len(WORDS) + 1, config.EMBED_DIM)
    model = Model(PriceLoss(net), optimizer=nn.Adam(net.trainable_params(), learning_rate=config.LR))
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(3)], dataset_sink_mode=False)
    print("done")


if __name__ == "__main__":
    main()
