import mindspore as ms

import config
from model import PriorityNet
from vocab import build_vocab, encode


def load_for_inference(ckpt_path, corpus):
    vocab = build_vocab(corpus)  # ROOT
    net = PriorityNet(len(vocab) + 2, config.EMBED_DIM, len(config.PRIORITIES))
    ms.load_param_into_net(net, ms.load_checkpoint(ckpt_path))
    net.set_train(False)
    return net, vocab


def triage(net, vocab, texts):
    logits = net(ms.Tensor(encode(texts, vocab))).asnumpy()
    return [config.PRIORITIES[i] for i in logits.argmax(axis=1)]
