import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as cfg
from corpus import QUESTIONS
from data import faq_dataset
from model import BagOfEmbeddings
from tokenizer import WordTokenizer


def main():
    ms.set_seed(cfg.SEED)
    tokenizer = WordTokenizer([q for q, _ in QUESTIONS], cfg.MIN_FREQ, cfg.MAX_TOKENS)
    net = BagOfEmbeddings(len(tokenizer), cfg.EMBED_DIM, len(cfg.INTENTS))
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LEARNING_RATE)
    model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy"})
    train_ds = faq_dataset(tokenizer)
    model.train(cfg.EPOCHS, train_ds, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print(model.eval(train_ds, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
