import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import synth_invoices, encode_tags
from model import FieldTagger
from tokenizer import InvoiceTokenizer


def build_dataset(ids, tags):
    dataset = ds.NumpySlicesDataset({"ids": ids, "tags": tags}, shuffle=True)
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)

    lines, tag_seqs = synth_invoices(config.NUM_INVOICES, config.SEED)
    tokenizer = InvoiceTokenizer().fit(lines)
    ids = tokenizer.encode(lines, config.MAX_LEN)
    tags = encode_tags(tag_seqs, config.MAX_LEN)
    print(f"{len(lines)} invoices, vocabulary of {tokenizer.vocab_size} ids")

    net = FieldTagger(tokenizer.vocab_size, config.EMBED_DIM, config.HIDDEN, len(config.TAGS))
    loss = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LEARNING_RATE)
    model = Model(net, loss_fn=loss, optimizer=opt)
    model.train(config.EPOCHS, build_dataset(ids, tags), callbacks=[LossMonitor(5)], dataset_sink_mode=False)
    print("training finished")


if __name__ == "__main__":
    main()
