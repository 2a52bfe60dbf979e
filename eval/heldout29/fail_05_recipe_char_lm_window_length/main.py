import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from corpus import RECIPES
from data import lm_dataset
from model import TinyCausalLM, LMLoss


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    train, vocab = lm_dataset(RECIPES)
    lm = TinyCausalLM(vocab)
    model = Model(LMLoss(lm), optimizer=nn.Adam(lm.trainable_params(), config.LR))
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print("vocabulary size:", vocab, "batches per epoch:", train.get_dataset_size())


if __name__ == "__main__":
    main()
