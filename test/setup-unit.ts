// Unit tests run in jsdom.
import './failOnConsole';
