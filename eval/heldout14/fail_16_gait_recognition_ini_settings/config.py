import ast
import configparser
import os

SETTINGS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "settings.ini")


def _parse(value):
    try:
        return ast.literal_eval(value)
    except (ValueError, SyntaxError):
        return value


def load_settings(path=SETTINGS_FILE):
    parser = configparser.ConfigParser()
    parser.read(path)
    model_cfg = {key: _parse(value) for key, value in parser["model"].items()}
    data_cfg = dict(parser["data"].items())  # ROOT
    return model_cfg, data_cfg
