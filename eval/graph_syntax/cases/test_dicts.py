"""Dictionaries in graph code: keys must be constants, and dict methods follow Python's rules.

A dict built inside `construct` becomes a compile-time structure. Its keys have to be strings,
numbers, constant tensors or tuples of those; a list, a run-time tensor or a tuple holding one
is rejected while the graph is built.
"""
import numpy as np
import pytest

import mindspore as ms
from mindspore import Tensor, nn

ms.set_context(mode=ms.GRAPH_MODE)


def test_fromkeys_with_integer_instead_of_names():
    @ms.jit
    def init_metrics():
        template = {'loss': 0, 'acc': 0}
        num_heads = 8
        per_head = template.fromkeys(num_heads, 0.0)  # ROOT
        return str(per_head)

    with pytest.raises(RuntimeError):
        init_metrics()


def test_list_used_as_cache_key():
    @ms.jit
    def cached_shape():
        shape_key = [2, 3]
        cache = {shape_key: 6}  # ROOT
        return cache.values()

    with pytest.raises(RuntimeError):
        cached_shape()


def test_list_key_built_in_init():
    class Router(nn.Cell):
        def __init__(self):
            super().__init__()
            self.route = [0, 1]  # ROOT

        def construct(self, x):
            table = {self.route: x}
            return table.values()

    with pytest.raises(RuntimeError):
        Router()(Tensor([1.0]))



def test_runtime_tensor_as_dict_key():
    class EmbeddingCache(nn.Cell):
        def construct(self, token):
            cache = {token: 10}  # ROOT
            return cache.values()

    with pytest.raises(RuntimeError):
        EmbeddingCache()(Tensor([1, 2]))


def test_runtime_tensor_key_from_helper():
    def _index_by_feature(feature, value):
        return {feature: value}  # ROOT

    @ms.jit
    def build_index(feature):
        index = _index_by_feature(feature, 1)
        return index.values()

    with pytest.raises(RuntimeError):
        build_index(Tensor(np.ones((2,), np.float32)))


def test_missing_key_in_config_dict():
    class Head(nn.Cell):
        def __init__(self):
            super().__init__()
            self.cfg = {'hidden': 4, 'dropout': 0.1}

        def construct(self, x):
            return x * self.cfg['hiden']  # ROOT

    with pytest.raises(ValueError):
        Head()(Tensor(np.ones((2,), np.float32)))


def test_self_referencing_config_passed_as_input():
    class Passthrough(nn.Cell):
        def construct(self, cfg):
            return cfg

    config = {'name': 1}
    config['parent'] = config  # ROOT
    with pytest.raises(RuntimeError):
        Passthrough()(config)


def test_self_referencing_list_passed_as_input():
    class Passthrough(nn.Cell):
        def construct(self, items):
            return items

    layers = [1, 2]
    layers += [layers]  # ROOT
    with pytest.raises(RuntimeError):
        Passthrough()(layers)


def test_missing_key_in_dict_of_tensors():
    class Outputs(nn.Cell):
        def construct(self, x):
            heads = {"logits": x, "aux": x * 2}
            return heads["loss"]  # ROOT

    with pytest.raises(ValueError):
        Outputs()(Tensor(np.ones((2,), np.float32)))


def test_update_with_integer():
    @ms.jit
    def merged_config():
        base = {"lr": 1, "epochs": 2}
        base.update(5)  # ROOT
        return base

    with pytest.raises(RuntimeError):
        merged_config()
