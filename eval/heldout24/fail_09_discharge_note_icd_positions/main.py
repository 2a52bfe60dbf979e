import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from model import NoteCoder
from notes import synth_notes, tokenize


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    notes, targets = synth_notes(config.SEED)
    ids, vocab = tokenize(notes, config.NOTE_TOKENS)
    print(f"{len(notes)} notes, vocab {len(vocab)}, code prevalence {targets.mean(axis=0).round(2).tolist()}")

    train = ds.NumpySlicesDataset({"ids": ids, "codes": targets}, shuffle=True).batch(config.BATCH_SIZE)
    net = NoteCoder(len(vocab) + 1, config.D_MODEL, len(config.ICD_CODES), config.NOTE_TOKENS)
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, nn.BCEWithLogitsLoss(), opt)
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
    print("done")


if __name__ == "__main__":
    main()
